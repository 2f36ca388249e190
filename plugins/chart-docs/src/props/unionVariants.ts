import ts from 'typescript';
import {formatFullTypeText, shortenTypeText} from './formatTypeText';
import type {PropVariantType} from './types';

/**
 * The `type` value(s) each of G2's annotation option types stands for: its
 * annotation controller (`chart/controller/annotation.js` in G2 4.2) draws
 * `arc`, `image`, `line`, `region`, `text`, `dataMarker`, `dataRegion`,
 * `regionFilter`, `shape` and `html`. The typings declare `type?: string` on
 * all of them, so which fields belong to which `type` is read from the
 * interface each field comes from; `ArcOption` and `RegionOption` are both
 * `RegionPositionBaseOption`.
 */
const VARIANTS_BY_DECLARATION: Readonly<Record<string, readonly string[]>> = {
  RegionPositionBaseOption: ['arc', 'region'],
  ImageOption: ['image'],
  LineOption: ['line'],
  TextOption: ['text'],
  DataMarkerOption: ['dataMarker'],
  DataRegionOption: ['dataRegion'],
  RegionFilterOption: ['regionFilter'],
  ShapeAnnotationOption: ['shape'],
  HtmlAnnotationOption: ['html'],
};

/** The field whose value picks the variant. */
export const VARIANT_FIELD = 'type';

/** The variant values a member of a union stands for (looking inside `{id?: string} & LineOption`), or undefined. */
function variantsOf(member: ts.Type): readonly string[] | undefined {
  const parts = member.isIntersection() ? member.types : [member];
  for (const part of parts) {
    const name = part.aliasSymbol?.name ?? part.getSymbol()?.name;
    if (name && Object.prototype.hasOwnProperty.call(VARIANTS_BY_DECLARATION, name)) {
      return VARIANTS_BY_DECLARATION[name];
    }
  }
  return undefined;
}

/** Every variant value in the engine's order. */
const ORDER = Object.values(VARIANTS_BY_DECLARATION).flat();
const inOrder = (values: Iterable<string>): string[] =>
  [...new Set(values)].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

/** What the rows of a union's fields say about its variants. */
export interface UnionVariants {
  /** All the variant values, for the row of {@link VARIANT_FIELD}. */
  all: string[];
  /** The variants that have a field, for the fields only some of them have. */
  of(name: string): string[] | undefined;
  /** The field's type per group of variants, when the variants type it differently. */
  typesOf(name: string): PropVariantType[] | undefined;
}

/**
 * Reads which variant has which field, when every member of the union is a
 * known variant (G2's annotations); undefined for any other set of object
 * types, whose fields stay merged by name.
 */
export function readUnionVariants(objectTypes: readonly ts.Type[], checker: ts.TypeChecker): UnionVariants | undefined {
  if (objectTypes.length < 2) return undefined;
  const members = objectTypes.map((type) => ({type, variants: variantsOf(type)}));
  if (members.some((member) => !member.variants)) return undefined;
  const all = inOrder(members.flatMap((member) => member.variants ?? []));
  const byName = new Map<string, Array<{variants: readonly string[]; symbol: ts.Symbol}>>();
  for (const member of members) {
    for (const symbol of checker.getPropertiesOfType(member.type)) {
      byName.set(symbol.name, [...(byName.get(symbol.name) ?? []), {variants: member.variants ?? [], symbol}]);
    }
  }
  return {
    all,
    of(name) {
      const declaring = inOrder((byName.get(name) ?? []).flatMap((entry) => entry.variants));
      return name === VARIANT_FIELD || declaring.length === all.length ? undefined : declaring;
    },
    typesOf(name) {
      const groups = new Map<string, string[]>();
      for (const {variants, symbol} of byName.get(name) ?? []) {
        const text = shortenTypeText(formatFullTypeText(symbol, checker.getTypeOfSymbol(symbol), checker));
        groups.set(text, [...(groups.get(text) ?? []), ...variants]);
      }
      if (groups.size < 2) return undefined;
      return [...groups].map(([type, variants]) => ({variants: inOrder(variants), type}));
    },
  };
}
