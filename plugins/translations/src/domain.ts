/**
 * One domain of the memory (`demos`, `props`, `record`, `changelog`, `docs`, `ui`): its English units as the
 * current sources make them, and, for the domains whose Chinese lives outside the memory (an MDX file,
 * code.json), which units have their Chinese there.
 */
export interface TranslationDomain {
  /** The memory file's name without `.json`. */
  name: string;
  /** Unit id -> the exact English text it is translated from. */
  units: ReadonlyMap<string, string>;
  /**
   * Set for a domain whose entries hold only `source`: whether the Chinese of a unit exists elsewhere.
   * Without it a unit is translated when its entry has a `zh`.
   */
  hasChinese?: (id: string) => boolean;
  /** Problems the domain's own check found (an MDX file that lost a heading id), listed with the status. */
  problems?: readonly string[];
}
