import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { NumberField } from '../../../components/number-field';
import { PendingButton } from '../../../components/pending-button';
import { toast } from '../../../components/toast';
import { notifyFailure } from '../../../lib/notify-failure';
import { readNumberEntry } from '../../../lib/number-entry';
import { useAddGenerator, useArchiveGenerator, type Generator } from '../api/generators';
import { generatorLogMessages as t } from '../messages';

/** The generators (docs/generator-economics.md#generators): administrators add and archive them. */
export function GeneratorsPanel({
  generators,
  canManage,
}: {
  generators: readonly Generator[];
  canManage: boolean;
}) {
  const [name, setName] = useState('');
  const [kva, setKva] = useState('');
  const [kvaError, setKvaError] = useState<string | null>(null);
  const add = useAddGenerator();
  const archive = useArchiveGenerator();
  const confirm = useConfirm();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = readNumberEntry(kva, t.kva);
    setKvaError(entry.ok ? null : entry.message);
    if (!entry.ok) return;
    add.mutate(
      { name, kva },
      {
        onSuccess: () => {
          toast({ title: t.generatorAdded });
          setName('');
          setKva('');
        },
        onError: (error) => notifyFailure(error, t.addFailed),
      },
    );
  };
  const askToArchive = async (generator: Generator) => {
    if (!(await confirm({ title: t.archiveTitle, message: t.archiveMessage, variant: 'danger' }))) return;
    archive.mutate(generator.id, {
      onSuccess: () => toast({ title: t.archived }),
      onError: (error) => notifyFailure(error, t.addFailed),
    });
  };

  return (
    <Card className="app-data-card mb-4">
      <Card.Body>
        <h2 className="h5" id="generators-heading">
          {t.generatorsHeading}
        </h2>
        {generators.length === 0 ? (
          <p className="text-secondary">{t.noGenerators}</p>
        ) : (
          <ul className="list-unstyled mb-3">
            {generators.map((generator) => (
              <li key={generator.id} className="d-flex align-items-center gap-2 py-1">
                <span className="flex-grow-1">
                  {generator.name} · <span dir="ltr">{generator.kva} kVA</span>
                </span>
                {canManage && (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    className="app-touch-button"
                    onClick={() => void askToArchive(generator)}
                  >
                    {t.archiveGenerator(generator.name)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canManage && (
          <Form onSubmit={submit} noValidate aria-label={t.addGenerator}>
            <Row className="g-2 align-items-end">
              <FormField
                controlId="generator-name"
                label={t.generatorName}
                value={name}
                onChange={setName}
                maxLength={100}
                col={{ xs: 12, md: 5 }}
              />
              <NumberField
                controlId="generator-kva"
                label={t.kva}
                value={kva}
                onChange={setKva}
                error={kvaError}
                col={{ xs: 12, md: 4 }}
              />
            </Row>
            <PendingButton type="submit" pending={add.isPending} className="app-touch-button mt-2">
              {t.addGenerator}
            </PendingButton>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
