import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { LogoutIcon } from '../../../components/icons';
import { useLogout } from '../api/logout';
import { authMessages } from '../messages';

export function LogoutButton() {
  const navigate = useNavigate();
  const signOut = useLogout({ onSuccess: () => navigate(paths.home, { replace: true }) });
  return (
    <Button
      variant="outline-light"
      size="sm"
      className="d-inline-flex align-items-center gap-2"
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
    >
      {signOut.isPending ? (
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
      ) : (
        <LogoutIcon size={16} />
      )}
      <span>{authMessages.logout}</span>
    </Button>
  );
}
