import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { CenteredPanel } from '../../../components/centered-panel';
import { LockIcon } from '../../../components/icons';
import { authMessages as t } from '../messages';

/** A collector who opens any other page (a link, an old bookmark) is told so, and led back. */
export function NotAllowedPage() {
  return (
    <CenteredPanel icon={<LockIcon size={40} />} title={t.notAllowedTitle}>
      <p className="text-center mb-2">{t.notAllowedText}</p>
      <p className="text-secondary text-center mb-4">{t.notAllowedContact}</p>
      <div className="d-grid gap-2">
        <ButtonLink to={paths.collect} variant="primary" size="lg">
          {t.toCollect}
        </ButtonLink>
        <ButtonLink to={paths.home} variant="outline-secondary" className="app-touch-button">
          {t.backHome}
        </ButtonLink>
      </div>
    </CenteredPanel>
  );
}
