import { PageTitle } from '../../ui/page-title';
import { TermsAcceptanceForm } from './terms-acceptance-form';

export function TermsScreen() {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <PageTitle title="Terms and conditions" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Terms and conditions</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Please read and accept the current terms and privacy policy to continue.
        </p>
      </div>
      <TermsAcceptanceForm />
    </section>
  );
}
