/**
 * How every bench script ends: the exit code `main` returns (0 when it returns none), or 1 with
 * the error's stack on stderr. The explicit exit stops servers, pools and workers a run leaves open.
 */
export function runMain(main: () => Promise<unknown>): void {
  main().then(
    (code) => process.exit(typeof code === 'number' ? code : 0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
