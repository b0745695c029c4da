import {
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** What one GraphQL request may ask for; past any of these it is refused (8000) before a resolver runs. */
export const QUERY_LIMITS = {
  /** Nesting of fields (the site's deepest query has 3). */
  depth: 8,
  /** Aliased fields per request: aliases are how one request asks for the same costly field many times. */
  aliases: 10,
  /** Fields a request may resolve, lists counted by their size: one 200-game page (~3,800) fits, two do not. */
  cost: 5000,
};
/** A list's size when no `limit` argument says it (the resolvers' default page). */
const DEFAULT_LIST_SIZE = 50;
const MAX_LIST_SIZE = 200;

/**
 * Measures the operation that will run: depth, aliases and a cost where each field counts 1 and a list field
 * multiplies what is under it by its size (its own or its nearest ancestor's `limit`, else 50). Fragments are
 * expanded (validation has already refused cycles). Returns the first limit broken, or undefined.
 */
export function breakLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): string | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'query'
        ? schema.getQueryType()
        : null;
  let aliases = 0;
  let deepest = 0;

  const intOf = (value: ValueNode | undefined): number | undefined => {
    if (!value) return undefined;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      const v = variables?.[value.name.value];
      return typeof v === 'number' ? v : undefined;
    }
    return undefined;
  };

  const fieldsOf = (set: SelectionSetNode, seen: Set<string>): FieldNode[] =>
    set.selections.flatMap((s) => {
      if (s.kind === Kind.FIELD) return [s];
      if (s.kind === Kind.INLINE_FRAGMENT) return fieldsOf(s.selectionSet, seen);
      const fragment = fragments.get(s.name.value);
      if (!fragment || seen.has(s.name.value)) return [];
      return fieldsOf(fragment.selectionSet, new Set([...seen, s.name.value]));
    });

  const costOf = (set: SelectionSetNode, parent: GraphQLNamedType | null | undefined, depth: number, size: number) => {
    deepest = Math.max(deepest, depth);
    let total = 0;
    for (const field of fieldsOf(set, new Set())) {
      if (field.alias) aliases++;
      const definition: GraphQLField<unknown, unknown> | undefined =
        parent && isObjectType(parent) ? parent.getFields()[field.name.value] : undefined;
      const limit = intOf(field.arguments?.find((a) => a.name.value === 'limit')?.value);
      const ownSize = Math.min(Math.max(limit ?? size, 1), MAX_LIST_SIZE);
      const isList = definition ? isListType(getNullableType(definition.type)) : false;
      const below = field.selectionSet
        ? costOf(field.selectionSet, definition ? getNamedType(definition.type) : undefined, depth + 1, ownSize)
        : 0;
      total += 1 + (isList ? ownSize : 1) * below;
    }
    return total;
  };

  const cost = costOf(operation.selectionSet, root, 1, DEFAULT_LIST_SIZE);
  if (deepest > QUERY_LIMITS.depth) return `query too deep: ${deepest} levels, at most ${QUERY_LIMITS.depth}`;
  if (aliases > QUERY_LIMITS.aliases) return `too many aliases: ${aliases}, at most ${QUERY_LIMITS.aliases}`;
  if (cost > QUERY_LIMITS.cost) return `query too costly: ${cost}, at most ${QUERY_LIMITS.cost}`;
  return undefined;
}
