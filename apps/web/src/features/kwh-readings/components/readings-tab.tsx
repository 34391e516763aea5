import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { BillingSystem } from '../../../lib/billing-systems';
import { useLiveUpdates } from '../../../lib/live-updates/use-live-updates';
import { ExportCard } from './export-card';
import { ImportCard } from './import-card';
import { InstructionsCard } from './instructions-card';
import { NewMonthCard } from './new-month-card';
import { UndoCard } from './undo-card';

/** Everything the readings screen offers for one group. A change made elsewhere (the
 * group's page, another operator, the CLI) refreshes the count to export. */
export function ReadingsTab({ system }: { system: BillingSystem }) {
  useLiveUpdates(system.updatesGroup);
  return (
    <Row xs={1} lg={2} className="g-3 g-lg-4">
      <Col>
        <UndoCard system={system} />
      </Col>
      <Col>
        <NewMonthCard system={system} />
      </Col>
      <Col>
        <ExportCard system={system} />
      </Col>
      <Col>
        <InstructionsCard systemId={system.id} />
      </Col>
      <Col xs={12} lg={12}>
        <ImportCard system={system} />
      </Col>
    </Row>
  );
}
