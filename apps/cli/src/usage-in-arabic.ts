import { CommanderError, type Command } from 'commander';

/** A usage error commander raised, with the command it was raised in (whose help to point to). */
export class MisusedCommand extends CommanderError {
  constructor(
    error: CommanderError,
    readonly command: Command,
  ) {
    super(error.exitCode, error.code, error.message);
  }
}

/**
 * commander's usage errors, said in Arabic: what was typed is kept as typed, and the help to read
 * is named by its full command. commander's English never reaches the user; a usage error this does
 * not know is still said in Arabic, pointing to the help.
 */
export function usageInArabic(error: MisusedCommand): string {
  const english = error.message.replace(/^error:\s*/, '');
  const quoted = [...english.matchAll(/'([^']*)'/g)].map((match) => match[1]);
  const help = `${commandPath(error.command)} --help`;
  const suggested = /Did you mean (.+?)\?/.exec(english)?.[1];
  const maybe = suggested ? `، هل تقصد ${suggested}؟` : '';
  switch (error.code) {
    case 'commander.missingMandatoryOptionValue':
      return `الخيار ${longFlag(quoted[0])} مطلوب`;
    case 'commander.optionMissingArgument':
      return `الخيار ${longFlag(quoted[0])} يحتاج إلى قيمة`;
    case 'commander.missingArgument':
      return `ينقص المُعطى <${quoted[0]}> (اكتب ${help} لترى الاستعمال)`;
    case 'commander.unknownOption':
      return `خيار غير معروف: ${quoted[0]}${maybe} (اكتب ${help} لترى الخيارات)`;
    case 'commander.unknownCommand':
      return `أمر غير معروف: ${quoted[0]}${maybe} (اكتب ${help} لترى الأوامر)`;
    case 'commander.excessArguments': {
      const takes = error.command.registeredArguments.length;
      const extra = error.command.args.slice(takes);
      const which = `${extra.length === 1 ? 'مُعطى زائد' : 'مُعطيات زائدة'}: ${extra.join(' ')}`;
      return `${which} (${commandPath(error.command)} ${takes === 0 ? 'لا يأخذ مُعطيات' : `يأخذ ${takes}`})`;
    }
    case 'commander.invalidArgument':
      return invalidValue(english, quoted);
    default:
      return `استعمال غير صحيح (اكتب ${help} لترى الاستعمال)`;
  }
}

/**
 * A value refused by a list of choices, or by our own reading of it (whose reason is Arabic):
 * "option '--month <YYYY-MM>' argument 'November' is invalid. <reason>".
 */
function invalidValue(english: string, quoted: string[]): string {
  const reason = english.slice(english.indexOf('is invalid.') + 'is invalid.'.length).trim();
  const choices = /^Allowed choices are (.*)\.$/.exec(reason)?.[1];
  const why = choices === undefined ? reason : `القيم المقبولة ${choices}`;
  return english.startsWith('command-argument')
    ? `القيمة ${quoted[0]} لا تصلح للمُعطى <${quoted[1]}>: ${why}`
    : `القيمة ${quoted[1]} لا تصلح للخيار ${longFlag(quoted[0])}: ${why}`;
}

/** '-s, --system <system>' -> '--system'. */
function longFlag(flags: string): string {
  return /--[\w-]+/.exec(flags)?.[0] ?? flags.split(' ')[0];
}

/** 'billing users list': the command with every group above it. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}
