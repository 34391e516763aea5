import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_IMPORT_ROWS } from '@kahraba/billing-domain';
import { AreImportRows, type ImportCell } from './import-rows.validator';

const TOO_MANY_ROWS = `الحد الأقصى ${MAX_IMPORT_ROWS} سطر`;

// class-validator runs a property's checks in the order they are registered and stops at the first
// failure: the list check comes first, so a body without the list says the list is missing, not
// that it is too long (applyDecorators registers in the order given, stacked decorators bottom-up).

/** The rows of a bulk import (each an object of the system's cells), checked as sent. */
export function ImportRecordsList(cells: Readonly<Record<string, ImportCell>>): PropertyDecorator {
  return applyDecorators(
    IsArray({ message: 'قائمة السجلات مفقودة' }),
    ArrayMaxSize(MAX_IMPORT_ROWS, { message: TOO_MANY_ROWS }),
    AreImportRows(cells),
  );
}

/** The lines of a pasted column, one string each (docs/business-rules.md#pasting-a-column). */
export function PastedLines(): PropertyDecorator {
  return applyDecorators(
    IsArray({ message: 'يرجى لصق البيانات' }),
    ArrayMaxSize(MAX_IMPORT_ROWS, { message: TOO_MANY_ROWS }),
    IsString({ each: true, message: 'القيم يجب أن تكون نصوصاً' }),
    MaxLength(500, { each: true, message: 'قيمة طويلة جداً' }),
  );
}

/** A paste's "preview only" flag. */
export function DryRunFlag(): PropertyDecorator {
  return applyDecorators(IsOptional(), IsBoolean({ message: 'قيمة «معاينة فقط» غير صالحة' }));
}
