import type { GeneratorCostInput, GeneratorCostKind, GeneratorInput } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';

/** A generator as stored (kva as exact decimal text). */
export interface StoredGenerator {
  id: string;
  name: string;
  kva: string;
  archived: boolean;
}

/** A line of the generator's log as stored: exact decimal text, the currency typed kept. */
export interface StoredGeneratorCost {
  id: string;
  day: string;
  kind: GeneratorCostKind;
  generatorId: string | null;
  generatorName: string | null;
  litres: string | null;
  hours: string | null;
  amountUsd: string | null;
  amountLbp: string | null;
  note: string | null;
  importId: string | null;
}

/** One kind's lines of a month added up, each currency as typed. */
export interface StoredCostSums {
  kind: GeneratorCostKind;
  usd: string;
  lbp: string;
  litres: string;
  hours: string;
}

const GENERATOR_COLUMNS = `id, name, kva::text AS kva, archived_at IS NOT NULL AS archived`;

export async function insertGenerator(
  tx: SqlExecutor,
  input: GeneratorInput,
  actor: string,
): Promise<StoredGenerator> {
  const [row] = await tx.query<StoredGenerator>(
    `INSERT INTO generators (name, kva, created_by) VALUES ($1, $2::numeric / 100, $3) RETURNING ${GENERATOR_COLUMNS}`,
    [input.name, input.kvaHundredths, actor],
  );
  return row;
}

/** The generator's new name or power; null when there is no such generator not archived. */
export async function updateGenerator(
  tx: SqlExecutor,
  id: string,
  changes: Partial<GeneratorInput>,
): Promise<StoredGenerator | null> {
  const [row] = await tx.query<StoredGenerator>(
    `UPDATE generators SET name = COALESCE($2, name), kva = COALESCE($3::numeric / 100, kva)
     WHERE id = $1 AND archived_at IS NULL RETURNING ${GENERATOR_COLUMNS}`,
    [id, changes.name ?? null, changes.kvaHundredths ?? null],
  );
  return row ?? null;
}

/** Archives a generator (its log lines keep naming it); null when there is no such generator not archived. */
export async function archiveGenerator(
  tx: SqlExecutor,
  id: string,
  actor: string,
): Promise<StoredGenerator | null> {
  const [row] = await tx.query<StoredGenerator>(
    `UPDATE generators SET archived_at = now(), archived_by = $2
     WHERE id = $1 AND archived_at IS NULL RETURNING ${GENERATOR_COLUMNS}`,
    [id, actor],
  );
  return row ?? null;
}

/** The generators not archived, by name. */
export function listGenerators(db: SqlExecutor): Promise<StoredGenerator[]> {
  return db.query<StoredGenerator>(
    `SELECT ${GENERATOR_COLUMNS} FROM generators WHERE archived_at IS NULL ORDER BY name, created_at`,
  );
}

export async function isActiveGenerator(db: SqlExecutor, id: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM generators WHERE id = $1 AND archived_at IS NULL) AS found',
    [id],
  );
  return row.found;
}

/** Writes lines of the log (one, or a sheet's rows) in one statement; their ids in order. */
export async function insertGeneratorCosts(
  tx: SqlExecutor,
  lines: readonly GeneratorCostInput[],
  actor: string,
  importId: string | null = null,
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO generator_costs (day, kind, generator_id, litres, hours, amount_usd, amount_lbp, note, created_by, import_id)
     SELECT (l->>'day')::date, l->>'kind', (l->>'generator_id')::uuid, (l->>'litres')::numeric / 100,
       (l->>'hours')::numeric / 100, (l->>'amount_usd')::numeric, (l->>'amount_lbp')::numeric, l->>'note', $2, $3::uuid
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(l, ord)
     ORDER BY ord
     RETURNING id`,
    [
      JSON.stringify(
        lines.map((line) => ({
          day: line.day,
          kind: line.kind,
          generator_id: line.generatorId,
          litres: line.litresHundredths,
          hours: line.hoursHundredths,
          amount_usd: line.amountUsd?.toDecimalString() ?? null,
          amount_lbp: line.amountLbp === null ? null : String(line.amountLbp.pounds),
          note: line.note,
        })),
      ),
      actor,
      importId,
    ],
  );
  return rows.map((row) => row.id);
}

const COST_COLUMNS = `c.id, c.day::text AS day, c.kind, c.generator_id AS "generatorId", g.name AS "generatorName",
  c.litres::text AS litres, c.hours::text AS hours, c.amount_usd::text AS "amountUsd",
  c.amount_lbp::text AS "amountLbp", c.note, c.import_id AS "importId"`;

/** Archives a line taken back; null when there is no such line not archived. */
export async function archiveGeneratorCost(
  tx: SqlExecutor,
  id: string,
  actor: string,
): Promise<StoredGeneratorCost | null> {
  const [row] = await tx.query<StoredGeneratorCost>(
    `WITH archived AS (
       UPDATE generator_costs SET archived_at = now(), archived_by = $2
       WHERE id = $1 AND archived_at IS NULL RETURNING *
     )
     SELECT ${COST_COLUMNS} FROM archived c LEFT JOIN generators g ON g.id = c.generator_id`,
    [id, actor],
  );
  return row ?? null;
}

/** Archives every line an import wrote and not yet archived; how many. */
export async function archiveGeneratorCostImport(
  tx: SqlExecutor,
  importId: string,
  actor: string,
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE generator_costs SET archived_at = now(), archived_by = $2
     WHERE import_id = $1 AND archived_at IS NULL RETURNING id`,
    [importId, actor],
  );
  return rows.length;
}

/** The month's lines not archived (month is YYYY-MM), by day, then as written. */
export function listGeneratorCosts(db: SqlExecutor, month: string): Promise<StoredGeneratorCost[]> {
  return db.query<StoredGeneratorCost>(
    `SELECT ${COST_COLUMNS} FROM generator_costs c LEFT JOIN generators g ON g.id = c.generator_id
     WHERE c.archived_at IS NULL AND c.day >= ($1 || '-01')::date AND c.day < ($1 || '-01')::date + interval '1 month'
     ORDER BY c.day, c.created_at, c.id`,
    [month],
  );
}

/** The month's lines not archived, added up per kind in SQL. */
export function sumGeneratorCosts(db: SqlExecutor, month: string): Promise<StoredCostSums[]> {
  return db.query<StoredCostSums>(
    `SELECT kind, COALESCE(sum(amount_usd), 0)::text AS usd, COALESCE(sum(amount_lbp), 0)::text AS lbp,
       COALESCE(sum(litres), 0)::text AS litres, COALESCE(sum(hours), 0)::text AS hours
     FROM generator_costs
     WHERE archived_at IS NULL AND day >= ($1 || '-01')::date AND day < ($1 || '-01')::date + interval '1 month'
     GROUP BY kind`,
    [month],
  );
}

/** Each system's live month (the billing month its live records bill), where one is stored. */
export function readLiveMonths(db: SqlExecutor): Promise<{ system: string; month: string }[]> {
  return db.query<{ system: string; month: string }>(
    'SELECT system, live_month AS month FROM billing_months',
  );
}
