import { useSignOut } from '../../api/use-sign-out';
import { Button } from '../../ui/button';

export function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut();
  if (className) {
    return (
      <button
        type="button"
        className={className}
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Log out
      </button>
    );
  }
  return (
    <Button variant="ghost" isPending={signOut.isPending} onClick={() => signOut.mutate()}>
      Log out
    </Button>
  );
}
