const CHECKED_AS_SENT = Symbol('checked as sent');

/**
 * A body whose long lists have validators of their own that read them as sent (AreImportRows):
 * the validation pipe checks the body's properties without copying it into classes, which for
 * 10,000 import rows costs more than the import's SQL (npm run bench).
 */
export function CheckedAsSent(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(CHECKED_AS_SENT, true, target);
  };
}

export function isCheckedAsSent(type: unknown): type is new () => object {
  return typeof type === 'function' && Reflect.getMetadata(CHECKED_AS_SENT, type) === true;
}
