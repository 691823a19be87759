import { Button } from '../../ui/button';

type Props = { tourName: string; open: boolean; onToggle: () => void };

/** "Deal memo" on a wage row: opens (or closes) the form that issues one from that wage. */
export function IssueDealMemoButton({ tourName, open, onToggle }: Props) {
  return (
    <Button
      variant="ghost"
      className="min-h-9 px-2 py-1"
      aria-expanded={open}
      aria-label={`Issue a deal memo for ${tourName}`}
      onClick={onToggle}
    >
      Deal memo
    </Button>
  );
}
