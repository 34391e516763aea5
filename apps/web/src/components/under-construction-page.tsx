import { ButtonLink } from './button-link';
import { paths } from '../app/paths';
import { CenteredPanel } from './centered-panel';
import { BoltIcon } from './icons';
import { componentMessages } from './messages';

/** Holds a route's place until its feature is built, so links to it do not end on the 404 page. */
export function UnderConstructionPage() {
  return (
    <CenteredPanel icon={<BoltIcon size={40} />} title={componentMessages.underConstructionTitle}>
      <p className="text-secondary text-center">{componentMessages.underConstructionText}</p>
      <div className="d-grid">
        <ButtonLink to={paths.home} variant="outline-primary">
          {componentMessages.backHome}
        </ButtonLink>
      </div>
    </CenteredPanel>
  );
}
