import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { CenteredPanel } from '../../../components/centered-panel';
import { UserPlusIcon } from '../../../components/icons';
import type { RegistrationReceipt } from '../api/submit-registration';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationSuccess } from '../components/registration-success';
import { registerMessages as t } from '../messages';

/** /register, public (docs/screens.md#the-public-pages): a visitor asks to become a customer. */
export function RegisterPage() {
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  return (
    <CenteredPanel icon={<UserPlusIcon size={40} />} title={t.title}>
      {receipt ? (
        <RegistrationSuccess reference={receipt.reference} />
      ) : (
        <>
          <p className="text-secondary text-center mb-4">{t.subtitle}</p>
          <RegistrationForm onRegistered={setReceipt} />
          <p className="text-center mt-4 mb-0">
            <Link to={paths.home} className="app-touch-link">
              {t.backHome}
            </Link>
          </p>
        </>
      )}
    </CenteredPanel>
  );
}
