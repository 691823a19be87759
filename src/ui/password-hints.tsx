import { PASSWORD_RULES, passwordRuleResults } from '#contract/passwords';

/** The four live password hints (contract/passwords.ts), ticking as the user types. */
export function PasswordHints({ password }: { password: string }) {
  const results = passwordRuleResults(password);
  return (
    <ul aria-label="Password requirements" className="mt-1 grid gap-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const isMet = results[rule.id];
        return (
          <li
            key={rule.id}
            data-met={isMet}
            className={`flex items-center gap-2 ${isMet ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400'}`}
          >
            <span aria-hidden="true" className="inline-flex w-4 justify-center font-bold">
              {isMet ? '✓' : '•'}
            </span>
            <span>{rule.label}</span>
            <span className="sr-only">{isMet ? '(met)' : '(not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
