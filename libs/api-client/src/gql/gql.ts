/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query GetFavouriteAndRecent($userID: String, $groupID: String) {\n  getFavouriteAndRecent(userID: $userID, groupID: $groupID) {\n    countFavourite\n    countRecent\n  }\n}": typeof types.GetFavouriteAndRecentDocument,
    "mutation AddFavourite($userID: String, $gameID: ID!) {\n  addFavourite(userID: $userID, gameID: $gameID) {\n    countFavourite\n    countRecent\n  }\n}": typeof types.AddFavouriteDocument,
    "mutation AddRecent($userID: String, $gameID: ID!) {\n  addRecent(userID: $userID, gameID: $gameID) {\n    countFavourite\n    countRecent\n  }\n}": typeof types.AddRecentDocument,
    "query GameById($id: ID!, $userID: String) {\n  game(id: $id, userID: $userID) {\n    ...GameFields\n  }\n}": typeof types.GameByIdDocument,
    "query GameCategories($groupID: String, $type: String, $handle: String, $userID: String) {\n  categorys(groupID: $groupID, type: $type, handle: $handle, userID: $userID) {\n    _id\n    type\n    category\n    code\n    img\n    language\n    nameTh\n    nameEn\n    launching\n    hot\n    new\n    root\n    categoryName\n    handle\n    enable\n    favourite\n    recent\n    maintenance\n  }\n}": typeof types.GameCategoriesDocument,
    "fragment GameFields on Game {\n  _id\n  type\n  category\n  code\n  img\n  language\n  nameTh\n  nameEn\n  freespin\n  hot\n  new\n  categoryName\n  handle\n  rating\n  favourite\n  recent\n  launching\n  maintenance\n}": typeof types.GameFieldsFragmentDoc,
    "query GamesList($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean, $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String, $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int, $language: String) {\n  lists(\n    groupID: $groupID\n    type: $type\n    search: $search\n    category: $category\n    hot: $hot\n    gameNew: $gameNew\n    freespin: $freespin\n    limit: $limit\n    offset: $offset\n    categoryName: $categoryName\n    handle: $handle\n    userID: $userID\n    favourite: $favourite\n    recent: $recent\n    favouriteAndRecentFocus: $favouriteAndRecentFocus\n    sort: $sort\n    language: $language\n  ) {\n    ...GameFields\n  }\n}": typeof types.GamesListDocument,
    "query GamesPage($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean, $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String, $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int, $language: String) {\n  listsPage(\n    groupID: $groupID\n    type: $type\n    search: $search\n    category: $category\n    hot: $hot\n    gameNew: $gameNew\n    freespin: $freespin\n    limit: $limit\n    offset: $offset\n    categoryName: $categoryName\n    handle: $handle\n    userID: $userID\n    favourite: $favourite\n    recent: $recent\n    favouriteAndRecentFocus: $favouriteAndRecentFocus\n    sort: $sort\n    language: $language\n  ) {\n    total\n    items {\n      ...GameFields\n    }\n  }\n}": typeof types.GamesPageDocument,
    "query GetNotifys($groupID: String!, $groupCustomer: String) {\n  getNotifys(groupID: $groupID, groupCustomer: $groupCustomer) {\n    id\n    title\n    type\n    link\n    imageUrl\n    gameName\n    content\n    showOne\n    forceUpgate\n  }\n}": typeof types.GetNotifysDocument,
};
const documents: Documents = {
    "query GetFavouriteAndRecent($userID: String, $groupID: String) {\n  getFavouriteAndRecent(userID: $userID, groupID: $groupID) {\n    countFavourite\n    countRecent\n  }\n}": types.GetFavouriteAndRecentDocument,
    "mutation AddFavourite($userID: String, $gameID: ID!) {\n  addFavourite(userID: $userID, gameID: $gameID) {\n    countFavourite\n    countRecent\n  }\n}": types.AddFavouriteDocument,
    "mutation AddRecent($userID: String, $gameID: ID!) {\n  addRecent(userID: $userID, gameID: $gameID) {\n    countFavourite\n    countRecent\n  }\n}": types.AddRecentDocument,
    "query GameById($id: ID!, $userID: String) {\n  game(id: $id, userID: $userID) {\n    ...GameFields\n  }\n}": types.GameByIdDocument,
    "query GameCategories($groupID: String, $type: String, $handle: String, $userID: String) {\n  categorys(groupID: $groupID, type: $type, handle: $handle, userID: $userID) {\n    _id\n    type\n    category\n    code\n    img\n    language\n    nameTh\n    nameEn\n    launching\n    hot\n    new\n    root\n    categoryName\n    handle\n    enable\n    favourite\n    recent\n    maintenance\n  }\n}": types.GameCategoriesDocument,
    "fragment GameFields on Game {\n  _id\n  type\n  category\n  code\n  img\n  language\n  nameTh\n  nameEn\n  freespin\n  hot\n  new\n  categoryName\n  handle\n  rating\n  favourite\n  recent\n  launching\n  maintenance\n}": types.GameFieldsFragmentDoc,
    "query GamesList($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean, $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String, $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int, $language: String) {\n  lists(\n    groupID: $groupID\n    type: $type\n    search: $search\n    category: $category\n    hot: $hot\n    gameNew: $gameNew\n    freespin: $freespin\n    limit: $limit\n    offset: $offset\n    categoryName: $categoryName\n    handle: $handle\n    userID: $userID\n    favourite: $favourite\n    recent: $recent\n    favouriteAndRecentFocus: $favouriteAndRecentFocus\n    sort: $sort\n    language: $language\n  ) {\n    ...GameFields\n  }\n}": types.GamesListDocument,
    "query GamesPage($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean, $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String, $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int, $language: String) {\n  listsPage(\n    groupID: $groupID\n    type: $type\n    search: $search\n    category: $category\n    hot: $hot\n    gameNew: $gameNew\n    freespin: $freespin\n    limit: $limit\n    offset: $offset\n    categoryName: $categoryName\n    handle: $handle\n    userID: $userID\n    favourite: $favourite\n    recent: $recent\n    favouriteAndRecentFocus: $favouriteAndRecentFocus\n    sort: $sort\n    language: $language\n  ) {\n    total\n    items {\n      ...GameFields\n    }\n  }\n}": types.GamesPageDocument,
    "query GetNotifys($groupID: String!, $groupCustomer: String) {\n  getNotifys(groupID: $groupID, groupCustomer: $groupCustomer) {\n    id\n    title\n    type\n    link\n    imageUrl\n    gameName\n    content\n    showOne\n    forceUpgate\n  }\n}": types.GetNotifysDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetFavouriteAndRecent($userID: String, $groupID: String) {\n  getFavouriteAndRecent(userID: $userID, groupID: $groupID) {\n    countFavourite\n    countRecent\n  }\n}"): (typeof documents)["query GetFavouriteAndRecent($userID: String, $groupID: String) {\n  getFavouriteAndRecent(userID: $userID, groupID: $groupID) {\n    countFavourite\n    countRecent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFavourite($userID: String, $gameID: ID!) {\n  addFavourite(userID: $userID, gameID: $gameID) {\n    countFavourite\n    countRecent\n  }\n}"): (typeof documents)["mutation AddFavourite($userID: String, $gameID: ID!) {\n  addFavourite(userID: $userID, gameID: $gameID) {\n    countFavourite\n    countRecent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddRecent($userID: String, $gameID: ID!) {\n  addRecent(userID: $userID, gameID: $gameID) {\n    countFavourite\n    countRecent\n  }\n}"): (typeof documents)["mutation AddRecent($userID: String, $gameID: ID!) {\n  addRecent(userID: $userID, gameID: $gameID) {\n    countFavourite\n    countRecent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GameById($id: ID!, $userID: String) {\n  game(id: $id, userID: $userID) {\n    ...GameFields\n  }\n}"): (typeof documents)["query GameById($id: ID!, $userID: String) {\n  game(id: $id, userID: $userID) {\n    ...GameFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GameCategories($groupID: String, $type: String, $handle: String, $userID: String) {\n  categorys(groupID: $groupID, type: $type, handle: $handle, userID: $userID) {\n    _id\n    type\n    category\n    code\n    img\n    language\n    nameTh\n    nameEn\n    launching\n    hot\n    new\n    root\n    categoryName\n    handle\n    enable\n    favourite\n    recent\n    maintenance\n  }\n}"): (typeof documents)["query GameCategories($groupID: String, $type: String, $handle: String, $userID: String) {\n  categorys(groupID: $groupID, type: $type, handle: $handle, userID: $userID) {\n    _id\n    type\n    category\n    code\n    img\n    language\n    nameTh\n    nameEn\n    launching\n    hot\n    new\n    root\n    categoryName\n    handle\n    enable\n    favourite\n    recent\n    maintenance\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GameFields on Game {\n  _id\n  type\n  category\n  code\n  img\n  language\n  nameTh\n  nameEn\n  freespin\n  hot\n  new\n  categoryName\n  handle\n  rating\n  favourite\n  recent\n  launching\n  maintenance\n}"): (typeof documents)["fragment GameFields on Game {\n  _id\n  type\n  category\n  code\n  img\n  language\n  nameTh\n  nameEn\n  freespin\n  hot\n  new\n  categoryName\n  handle\n  rating\n  favourite\n  recent\n  launching\n  maintenance\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GamesList($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean, $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String, $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int, $language: String) {\n  lists(\n    groupID: $groupID\n    type: $type\n    search: $search\n    category: $category\n    hot: $hot\n    gameNew: $gameNew\n    freespin: $freespin\n    limit: $limit\n    offset: $offset\n    categoryName: $categoryName\n    handle: $handle\n    userID: $userID\n    favourite: $favourite\n    recent: $recent\n    favouriteAndRecentFocus: $favouriteAndRecentFocus\n    sort: $sort\n    language: $language\n  ) {\n    ...GameFields\n  }\n}"): (typeof documents)["query GamesList($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean, $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String, $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int, $language: String) {\n  lists(\n    groupID: $groupID\n    type: $type\n    search: $search\n    category: $category\n    hot: $hot\n    gameNew: $gameNew\n    freespin: $freespin\n    limit: $limit\n    offset: $offset\n    categoryName: $categoryName\n    handle: $handle\n    userID: $userID\n    favourite: $favourite\n    recent: $recent\n    favouriteAndRecentFocus: $favouriteAndRecentFocus\n    sort: $sort\n    language: $language\n  ) {\n    ...GameFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GamesPage($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean, $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String, $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int, $language: String) {\n  listsPage(\n    groupID: $groupID\n    type: $type\n    search: $search\n    category: $category\n    hot: $hot\n    gameNew: $gameNew\n    freespin: $freespin\n    limit: $limit\n    offset: $offset\n    categoryName: $categoryName\n    handle: $handle\n    userID: $userID\n    favourite: $favourite\n    recent: $recent\n    favouriteAndRecentFocus: $favouriteAndRecentFocus\n    sort: $sort\n    language: $language\n  ) {\n    total\n    items {\n      ...GameFields\n    }\n  }\n}"): (typeof documents)["query GamesPage($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean, $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String, $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int, $language: String) {\n  listsPage(\n    groupID: $groupID\n    type: $type\n    search: $search\n    category: $category\n    hot: $hot\n    gameNew: $gameNew\n    freespin: $freespin\n    limit: $limit\n    offset: $offset\n    categoryName: $categoryName\n    handle: $handle\n    userID: $userID\n    favourite: $favourite\n    recent: $recent\n    favouriteAndRecentFocus: $favouriteAndRecentFocus\n    sort: $sort\n    language: $language\n  ) {\n    total\n    items {\n      ...GameFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetNotifys($groupID: String!, $groupCustomer: String) {\n  getNotifys(groupID: $groupID, groupCustomer: $groupCustomer) {\n    id\n    title\n    type\n    link\n    imageUrl\n    gameName\n    content\n    showOne\n    forceUpgate\n  }\n}"): (typeof documents)["query GetNotifys($groupID: String!, $groupCustomer: String) {\n  getNotifys(groupID: $groupID, groupCustomer: $groupCustomer) {\n    id\n    title\n    type\n    link\n    imageUrl\n    gameName\n    content\n    showOne\n    forceUpgate\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;