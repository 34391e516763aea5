import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { returnPathOf } from '@kahraba/billing-domain';
import { paths } from '../../../config/route-paths';
import { CenteredPanel } from '../../../components/centered-panel';
import { LoginIcon } from '../../../components/icons';
import { LoginForm } from '../components/login-form';
import { authMessages } from '../messages';

/** Where to go once signed in: the page the session ended on (?returnTo=, a path of this site only),
 * else the home menu. */
export function useReturnPath(): string {
  const [search] = useSearchParams();
  return returnPathOf(search.get('returnTo')) ?? paths.home;
}

export function LoginPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return (
    <CenteredPanel icon={<LoginIcon size={40} />} title={authMessages.loginTitle}>
      <p className="text-secondary text-center mb-4">{authMessages.loginSubtitle}</p>
      <LoginForm onSuccess={() => navigate(returnPath, { replace: true })} />
      <p className="text-center mt-4 mb-0">
        <Link to={paths.home} className="app-touch-link">
          {authMessages.backHome}
        </Link>
      </p>
    </CenteredPanel>
  );
}
