import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useCutOffSettings, useSetCutOffSettings } from '../api/cut-off-settings';
import { settingsMessages as t } from '../messages';

/** docs/cut-off.md#who-may: the owner lets operators cut off and reconnect customers, or not. */
export function CutOffSettingsCard() {
  const settings = useCutOffSettings();
  const save = useSetCutOffSettings();
  return (
    <Card className="app-data-card mt-4" style={{ maxWidth: 820 }}>
      <Card.Body className="p-4">
        <h2 className="h5">{t.cutOff.title}</h2>
        <p className="text-secondary small">{t.cutOff.help}</p>
        <Form.Check
          type="switch"
          id="operators-may-cut-off"
          label={t.cutOff.operatorsMayCutOff}
          checked={settings.data?.operatorsMayCutOff === true}
          disabled={!settings.data || save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
      </Card.Body>
    </Card>
  );
}
