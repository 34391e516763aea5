import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { CenteredPanel } from '../../../components/centered-panel';
import { LoginIcon } from '../../../components/icons';
import { LoginForm } from '../components/login-form';
import { authMessages } from '../messages';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <CenteredPanel icon={<LoginIcon size={40} />} title={authMessages.loginTitle}>
      <p className="text-secondary text-center mb-4">{authMessages.loginSubtitle}</p>
      <LoginForm onSuccess={() => navigate(paths.home, { replace: true })} />
      <p className="text-center mt-4 mb-0">
        <Link to={paths.home}>{authMessages.backHome}</Link>
      </p>
    </CenteredPanel>
  );
}
