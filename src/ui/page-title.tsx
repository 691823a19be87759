import { APP_NAME } from '#contract/limits';

/** React 19 hoists <title> into <head>; render it once per screen, in the leaf component. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${APP_NAME}`}</title>;
}
