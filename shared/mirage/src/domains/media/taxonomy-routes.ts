import type { Server, Request } from 'miragejs';
import { BrandInputSchema, CategoryInputSchema, type Brand, type BrandRow, type Category, type CategoryRow, type MediaRefusal, playlistNames } from '@console/contracts/src/media';
import type { ApiErrorBody } from '@console/contracts';
import { messagesEn } from '@console/contracts/src/messages';
import { checkBody } from '../../check';
import { apiError, json, readJson, textFilter } from '../../http';
import { usedInDistribution, type BrandReferences } from './brand-references';
import { keepWhere, usage, type Catalogue } from './catalogue';
import { takeId } from './ids';
import { checkUnique } from './unique';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A refused delete: the English message, and its code and figures for the client to say it in its language. */
function refused(code: 'in-use' | 'has-subcategories', name: string, count: number): ApiErrorBody & MediaRefusal {
  const message = code === 'in-use' ? `${name} is still used by ${plural(count, 'video')}.` : `${name} still has ${plural(count, 'subcategory').replace(/ys$/, 'ies')}.`;
  return { message, code, params: { name, count } };
}

/**
 * A delete refused while playlists name the brand or category (a playlist's own brand, a smart
 * playlist's rules): gone, their editor would show an empty choice and keep the dead id on save.
 */
function inPlaylists(name: string, playlists: readonly string[]): (ApiErrorBody & MediaRefusal) | null {
  if (playlists.length === 0) return null;
  const names = playlists.join(', ');
  return { message: `${name} is still used by ${plural(playlists.length, 'playlist')}: ${names}.`, code: 'in-playlists', params: { name, count: playlists.length, playlists: names } };
}

/** A category's parent must be a top-level category other than itself, and a parent stays top-level. */
function parentProblem(categories: readonly Category[], parentId: number | null, selfId = 0): string | null {
  if (parentId === null) return null;
  const parent = categories.find((category) => category.id === parentId);
  const hasChildren = selfId !== 0 && categories.some((category) => category.parentId === selfId);
  if (!parent || parent.parentId !== null || parentId === selfId) return messagesEn['media.errors.parentInvalid'];
  return hasChildren ? messagesEn['media.errors.parentHasSubcategories'] : null;
}

/**
 * Brands and categories: CRUD with unique names and slugs; a delete still in use (by videos, then
 * by playlists) is refused with the count. `references` (the distribution domain, when loaded) refuses deleting a brand its
 * publishers, Roku channels or campaigns use.
 */
export function taxonomyRoutes(server: Server, data: Catalogue, references: () => BrandReferences | undefined = () => undefined) {
  const id = (request: Request) => Number(request.params.id);
  const namingPlaylists = (kind: 'brand' | 'category', recordId: number) => data.playlists.filter((playlist) => playlistNames(kind, playlist, recordId)).map((playlist) => playlist.name);

  // `q`: those whose name or slug holds it (the navbar search's; the pages send none).
  server.get('/api/media/brands', (_schema, request) => {
    const counts = usage(data.videos, 'brandId');
    const matches = textFilter(request);
    const found = data.brands.filter((brand) => matches(brand.name) || matches(brand.slug));
    return json(200, found.map((brand): BrandRow => ({ ...brand, videoCount: counts.get(brand.id) ?? 0, playlists: namingPlaylists('brand', brand.id) })));
  });
  server.post('/api/media/brands', (_schema, request) => {
    const result = checkUnique(checkBody(BrandInputSchema, readJson(request)), data.brands);
    if (!result.ok) return apiError(400, 'The brand is not valid.', result.errors);
    const brand: Brand = { id: takeId(data.lastIds, 'brands'), ...result.value };
    data.brands.push(brand);
    return json(201, brand);
  });
  server.put('/api/media/brands/:id', (_schema, request) => {
    const index = data.brands.findIndex((brand) => brand.id === id(request));
    if (index < 0) return apiError(404, `Brand ${request.params.id ?? ''} was not found.`);
    const result = checkUnique(checkBody(BrandInputSchema, readJson(request)), data.brands, id(request));
    if (!result.ok) return apiError(400, 'The brand is not valid.', result.errors);
    const brand: Brand = { id: id(request), ...result.value };
    data.brands[index] = brand;
    return json(200, brand);
  });
  server.delete('/api/media/brands/:id', (_schema, request) => {
    const brand = data.brands.find((row) => row.id === id(request));
    if (!brand) return apiError(404, `Brand ${request.params.id ?? ''} was not found.`);
    const used = usage(data.videos, 'brandId').get(brand.id) ?? 0;
    if (used) return json(409, refused('in-use', brand.name, used));
    const playlists = inPlaylists(brand.name, namingPlaylists('brand', brand.id));
    if (playlists) return json(409, playlists);
    const users = references()?.brandUsers(brand.id);
    const distributed = users && usedInDistribution(brand.name, users);
    if (distributed) return json(409, distributed);
    keepWhere(data.brands, (row) => row !== brand);
    return json(200, brand);
  });

  server.get('/api/media/categories', (_schema, request) => {
    const counts = usage(data.videos, 'categoryId');
    const matches = textFilter(request);
    // A top-level category counts its subcategories' videos too, as the library's category filter
    // and smart playlists take them in: the list and the filtered library say the same number.
    const videoCount = (category: Category) => data.categories.reduce((sum, row) => (row === category || row.parentId === category.id ? sum + (counts.get(row.id) ?? 0) : sum), 0);
    const found = data.categories.filter((category) => matches(category.name) || matches(category.slug));
    return json(200, found.map((category): CategoryRow => ({ ...category, videoCount: videoCount(category), playlists: namingPlaylists('category', category.id) })));
  });
  server.post('/api/media/categories', (_schema, request) => {
    const result = checkUnique(checkBody(CategoryInputSchema, readJson(request)), data.categories);
    const parent = result.ok ? parentProblem(data.categories, result.value.parentId) : null;
    if (!result.ok || parent) return apiError(400, 'The category is not valid.', result.ok ? { parentId: parent ?? '' } : result.errors);
    const category: Category = { id: takeId(data.lastIds, 'categories'), ...result.value };
    data.categories.push(category);
    return json(201, category);
  });
  server.put('/api/media/categories/:id', (_schema, request) => {
    const index = data.categories.findIndex((category) => category.id === id(request));
    if (index < 0) return apiError(404, `Category ${request.params.id ?? ''} was not found.`);
    const result = checkUnique(checkBody(CategoryInputSchema, readJson(request)), data.categories, id(request));
    const parent = result.ok ? parentProblem(data.categories, result.value.parentId, id(request)) : null;
    if (!result.ok || parent) return apiError(400, 'The category is not valid.', result.ok ? { parentId: parent ?? '' } : result.errors);
    const category: Category = { id: id(request), ...result.value };
    data.categories[index] = category;
    return json(200, category);
  });
  server.delete('/api/media/categories/:id', (_schema, request) => {
    const category = data.categories.find((row) => row.id === id(request));
    if (!category) return apiError(404, `Category ${request.params.id ?? ''} was not found.`);
    // Subcategories first: without them, the videos using the category are the ones the list counts.
    const children = data.categories.filter((row) => row.parentId === category.id).length;
    if (children) return json(409, refused('has-subcategories', category.name, children));
    const used = usage(data.videos, 'categoryId').get(category.id) ?? 0;
    if (used) return json(409, refused('in-use', category.name, used));
    const playlists = inPlaylists(category.name, namingPlaylists('category', category.id));
    if (playlists) return json(409, playlists);
    keepWhere(data.categories, (row) => row !== category);
    return json(200, category);
  });
}
