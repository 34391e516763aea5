import { ButtonLink } from '../../../components/button-link';
import { paths } from '../../../config/route-paths';
import { CenteredPanel } from '../../../components/centered-panel';
import { BoltIcon, LoginIcon, SearchIcon, UserPlusIcon } from '../../../components/icons';
import { productName } from '../../../config/product';
import { SERVER_LOGIN_URL } from '../../../lib/api-client';
import { landingMessages } from '../messages';

/** What a signed-out visitor sees at / (docs/screens.md#routes-and-who-opens-them). */
export function LandingPage() {
  return (
    <CenteredPanel icon={<BoltIcon size={44} />} title={productName}>
      <p className="text-secondary text-center mb-4">{landingMessages.tagline}</p>
      <div className="d-grid gap-3">
        {/* A full page load: the server's login endpoint decides where sign-in happens. */}
        <ButtonLink
          to={SERVER_LOGIN_URL}
          reloadDocument
          variant="primary"
          size="lg"
          className="app-icon-button"
        >
          <LoginIcon size={20} />
          {landingMessages.login}
        </ButtonLink>
        <ButtonLink to={paths.customerPortal} variant="outline-primary" size="lg" className="app-icon-button">
          <SearchIcon size={20} />
          {landingMessages.customerPortal}
        </ButtonLink>
        <ButtonLink to={paths.register} variant="outline-success" size="lg" className="app-icon-button">
          <UserPlusIcon size={20} />
          {landingMessages.register}
        </ButtonLink>
      </div>
      <p className="text-secondary text-center small mt-4 mb-0">{landingMessages.forCustomers}</p>
    </CenteredPanel>
  );
}
