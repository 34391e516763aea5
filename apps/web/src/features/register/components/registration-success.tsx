import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { registerMessages as t } from '../messages';

/**
 * After a successful request, a success screen with a way back home, and the
 * reference the applicant quotes when they call (docs/customer-portal.md).
 */
export function RegistrationSuccess({ reference }: { reference: string }) {
  return (
    <div className="text-center" role="status">
      <h2 className="h4 text-success mb-3">{t.successTitle}</h2>
      <p className="fs-5 mb-2">
        {t.referenceLabel}{' '}
        <bdi dir="ltr" className="fw-bold">
          {reference}
        </bdi>
      </p>
      <p className="text-secondary mb-4">{t.successText}</p>
      <div className="d-grid">
        <ButtonLink to={paths.home} variant="primary" size="lg">
          {t.backHome}
        </ButtonLink>
      </div>
    </div>
  );
}
