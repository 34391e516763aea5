import Badge from 'react-bootstrap/Badge';
import { ButtonLink } from '../../../components/button-link';
import { paths } from '../../../config/route-paths';
import { businessToday } from '../../../lib/app-settings';
import { useComplianceCount } from '../api/get-compliance-count';
import { dashboardMessages as t } from '../messages';

/** This month's bills above the official tariff, leading to the list; nothing while no tariff was entered. */
export function ComplianceLink() {
  const month = businessToday().slice(0, 7);
  const count = useComplianceCount(month);
  if (count.data === null || count.data === undefined) return null;
  return (
    <ButtonLink
      to={`${paths.compliance}?month=${month}`}
      variant={count.data > 0 ? 'danger' : 'outline-secondary'}
    >
      {t.complianceLink}{' '}
      <Badge bg={count.data > 0 ? 'light' : 'secondary'} text={count.data > 0 ? 'dark' : undefined} pill>
        {count.data}
      </Badge>
    </ButtonLink>
  );
}
