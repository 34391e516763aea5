import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { CenteredPanel } from '../../../components/centered-panel';
import { UserPlusIcon } from '../../../components/icons';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationSuccess } from '../components/registration-success';
import { registerMessages as t } from '../messages';

/** /register, public (spec 000 §2.12): a visitor asks to become a customer. */
export function RegisterPage() {
  const [registered, setRegistered] = useState(false);
  return (
    <CenteredPanel icon={<UserPlusIcon size={40} />} title={t.title}>
      {registered ? (
        <RegistrationSuccess />
      ) : (
        <>
          <p className="text-secondary text-center mb-4">{t.subtitle}</p>
          <RegistrationForm onRegistered={() => setRegistered(true)} />
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
