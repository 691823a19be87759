import { Button, type ButtonVariant } from '../../ui/button';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost'];

/** Every button variant, enabled, disabled and busy (a request in flight). */
export function ButtonsSection() {
  return (
    <div className="flex flex-col gap-3">
      {VARIANTS.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-2">
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} isPending>
            Saving
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" className="min-h-9 px-3 py-1 text-xs">
          Small
        </Button>
        <Button className="w-full sm:w-auto">Full width on a phone</Button>
      </div>
    </div>
  );
}
