import type { Request, Server } from 'miragejs';
import { SearchCampaignInputSchema, campaignStatuses, type SearchCampaign } from '@console/contracts/src/distribution';
import { distributionMessagesEn } from '@console/contracts/src/distribution-messages';
import { apiError, json, queryParam, readJson, textFilter } from '../../http';
import type { Catalogue } from '../media/catalogue';
import { beaconLastDay } from './beacons';
import { campaignProblem, campaignStats } from './campaigns';
import { checkInput } from './check';

/** Search campaigns: list with filters, CRUD with allowed status moves only, results per day. `newId` counts on (a deleted id is not reused). */
export function campaignRoutes(server: Server, campaigns: SearchCampaign[], catalogue: () => Catalogue, newId: () => number, now: () => Date) {
  const find = (request: Request) => campaigns.findIndex((campaign) => campaign.id === Number(request.params.id));
  const notFound = (request: Request) => apiError(404, `Campaign ${request.params.id ?? ''} was not found.`);
  const save = (request: Request, stored: SearchCampaign | null) => {
    const result = checkInput(SearchCampaignInputSchema, readJson(request));
    if (!result.ok) return { error: apiError(400, 'The campaign is not valid.', result.errors) };
    const data = catalogue();
    if (!data.brands.some((brand) => brand.id === result.value.brandId)) return { error: apiError(400, 'The campaign is not valid.', { brandId: 'Choose a brand.' }) };
    const known = new Set(data.videos.map((video) => video.id));
    if (!result.value.videoIds.every((id) => known.has(id))) return { error: apiError(400, 'The campaign is not valid.', { videoIds: distributionMessagesEn['distribution.errors.videosUnknown'] }) };
    const ofBrand = new Set(data.videos.filter((video) => video.brandId === result.value.brandId).map((video) => video.id));
    if (!result.value.videoIds.every((id) => ofBrand.has(id))) return { error: apiError(400, 'The campaign is not valid.', { videoIds: distributionMessagesEn['distribution.errors.videosOfBrand'] }) };
    const problem = campaignProblem(stored, result.value);
    if (problem) return { error: apiError(400, problem.summary, { status: problem.status }) };
    return { value: { ...result.value, videoIds: [...new Set(result.value.videoIds)] } };
  };

  server.get('/api/distribution/campaigns', (_schema, request) => {
    const matches = textFilter(request);
    const status = queryParam(request, 'status');
    const brandId = Number(queryParam(request, 'brandId')) || null;
    const rows = campaigns.filter(
      (campaign) =>
        (matches(campaign.name) || campaign.keywords.some(matches)) &&
        (!(campaignStatuses as readonly string[]).includes(status) || campaign.status === status) &&
        (brandId === null || campaign.brandId === brandId),
    );
    return json(200, rows);
  });
  server.get('/api/distribution/campaigns/:id', (_schema, request) => {
    const campaign = campaigns[find(request)];
    return campaign ? json(200, { campaign }) : notFound(request);
  });
  server.get('/api/distribution/campaigns/:id/stats', (_schema, request) => {
    const campaign = campaigns[find(request)];
    return campaign ? json(200, campaignStats(campaign, beaconLastDay)) : notFound(request);
  });
  server.post('/api/distribution/campaigns', (_schema, request) => {
    const result = save(request, null);
    if (result.error) return result.error;
    const campaign: SearchCampaign = { id: newId(), ...result.value, updatedAt: now().toISOString() };
    campaigns.push(campaign);
    return json(201, { campaign });
  });
  server.put('/api/distribution/campaigns/:id', (_schema, request) => {
    const index = find(request);
    const stored = campaigns[index];
    if (!stored) return notFound(request);
    const result = save(request, stored);
    if (result.error) return result.error;
    const campaign: SearchCampaign = { ...stored, ...result.value, updatedAt: now().toISOString() };
    campaigns[index] = campaign;
    return json(200, { campaign });
  });
  server.delete('/api/distribution/campaigns/:id', (_schema, request) => {
    const index = find(request);
    const [campaign] = index < 0 ? [] : campaigns.splice(index, 1);
    return campaign ? json(200, { campaign }) : notFound(request);
  });
}
