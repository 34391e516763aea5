import { ButtonLink } from '../../../components/button-link';
import { LockIcon } from '../../../components/icons';
import { CenteredPanel } from '../../../components/centered-panel';
import { SERVER_LOGIN_URL } from '../../../lib/api-client';
import { authMessages } from '../messages';

/** /unauthorized (docs/screens.md#routes-and-who-opens-them). */
export function UnauthorizedPage() {
  return (
    <CenteredPanel icon={<LockIcon size={40} />} title={authMessages.unauthorizedTitle}>
      <p className="text-center mb-2">{authMessages.unauthorizedText}</p>
      <p className="text-secondary text-center mb-4">{authMessages.unauthorizedContact}</p>
      <div className="d-grid">
        <ButtonLink to={SERVER_LOGIN_URL} reloadDocument variant="primary" size="lg">
          {authMessages.tryAgain}
        </ButtonLink>
      </div>
    </CenteredPanel>
  );
}
