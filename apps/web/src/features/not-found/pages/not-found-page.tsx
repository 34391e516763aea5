import { ButtonLink } from '../../../components/button-link';
import { paths } from '../../../config/route-paths';
import { CenteredPanel } from '../../../components/centered-panel';
import { notFoundMessages } from '../messages';

export function NotFoundPage() {
  return (
    <CenteredPanel
      icon={<span className="app-error-code">{notFoundMessages.code}</span>}
      title={notFoundMessages.title}
    >
      <p className="text-secondary text-center mb-4">{notFoundMessages.text}</p>
      <div className="d-grid">
        <ButtonLink to={paths.home} variant="primary">
          {notFoundMessages.backHome}
        </ButtonLink>
      </div>
    </CenteredPanel>
  );
}
