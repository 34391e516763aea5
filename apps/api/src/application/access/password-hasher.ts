import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

type HashCost = Pick<argon2.Options, 'memoryCost' | 'timeCost' | 'parallelism'>;

/** argon2's defaults (64 MiB, 3 passes, 4 lanes): above OWASP's minimum for argon2id. */
const PRODUCTION_COST: HashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };
/**
 * For the test suites only (PASSWORD_HASH_COST=test, set by their global setup): a hash in well
 * under a millisecond, so hundreds of sign-ins do not cost minutes. Verification reads the cost
 * from each stored hash, so production hashes stay valid whatever this says.
 */
const TEST_COST: HashCost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

/** argon2id, the OWASP-recommended password hash. */
@Injectable()
export class PasswordHasher {
  private readonly cost = process.env.PASSWORD_HASH_COST === 'test' ? TEST_COST : PRODUCTION_COST;
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.cost });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Verifies against a hash of the same cost that matches nothing: an unknown e-mail takes as long
   * to refuse as a wrong password.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummyHash, password);
    return false;
  }

  /** A strong password for the first administrator when none was configured. */
  generate(): string {
    return randomBytes(15).toString('base64url');
  }
}
