import { CardHeading } from '../../ui/card-heading';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

/** A card as the forms and screens frame one: CardHeading with its intro, then content. */
export function CardsSection() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CardHeading title="Personal details">Only you and the managers of your tours see these.</CardHeading>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Cards hold one form or one list. Links inside read like{' '}
        <a href="#design-system" className={TEXT_LINK_CLASSES}>
          this text link
        </a>
        .
      </p>
    </div>
  );
}
