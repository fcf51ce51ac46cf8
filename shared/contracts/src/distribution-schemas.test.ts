import { validate } from './validation';
import { PublisherFormSchema, PublisherInputSchema, RokuChannelFormSchema, SearchCampaignFormSchema, SearchCampaignInputSchema } from './distribution';

const campaign = { name: 'Spring', brandId: '1', keywords: 'news, sport, news', videoIds: ['3'], startDate: '2026-05-01', endDate: '2026-05-31', dailyBudget: '25', status: 'draft' };

describe('campaign rules', () => {
  it('reads the form into the API body: keywords as a clean list, ids and budget as numbers', () => {
    expect(validate(SearchCampaignFormSchema, campaign)).toEqual({ ok: true, value: { ...campaign, brandId: 1, keywords: ['news', 'sport'], videoIds: [3], dailyBudget: 25 } });
  });
  it('refuses a keyword longer than 40 characters, in the form and in the API body', () => {
    const long = 'a'.repeat(41);
    expect(validate(SearchCampaignFormSchema, { ...campaign, keywords: `news, ${long}` })).toEqual({ ok: false, errors: { keywords: 'distribution.errors.keywordTooLong' } });
    expect(validate(SearchCampaignFormSchema, { ...campaign, keywords: `news, ${'a'.repeat(40)}` })).toMatchObject({ ok: true });
    expect(validate(SearchCampaignInputSchema, { ...campaign, brandId: 1, keywords: [long], videoIds: [3], dailyBudget: 5 })).toEqual({ ok: false, errors: { keywords: 'distribution.errors.keywordTooLong' } });
  });
  it('says an end before the start at the end date, and a budget of 0 at the budget', () => {
    expect(validate(SearchCampaignFormSchema, { ...campaign, endDate: '2026-04-30', dailyBudget: '0' })).toEqual({ ok: false, errors: { dailyBudget: 'distribution.errors.budgetInvalid', endDate: 'distribution.errors.endBeforeStart' } });
    expect(validate(SearchCampaignFormSchema, { ...campaign, endDate: '2026-04-30' })).toEqual({ ok: false, errors: { endDate: 'distribution.errors.endBeforeStart' } });
    // Said with the other fields' messages, not only once they are right.
    expect(validate(SearchCampaignFormSchema, { ...campaign, name: '', keywords: '', videoIds: [], endDate: '2026-04-30' })).toMatchObject({ ok: false, errors: { endDate: 'distribution.errors.endBeforeStart' } });
    expect(validate(SearchCampaignInputSchema, { ...campaign, brandId: 1, keywords: ['a'], videoIds: [3], dailyBudget: 5, endDate: '2026-04-30' })).toEqual({ ok: false, errors: { endDate: 'distribution.errors.endBeforeStart' } });
  });
  it('takes days from 2000 to 2099 only, and a campaign of at most 366 days, in the form and in the API body', () => {
    expect(validate(SearchCampaignFormSchema, { ...campaign, startDate: '0001-01-01', endDate: '9999-12-31' })).toEqual({ ok: false, errors: { startDate: 'distribution.errors.dateOutOfRange', endDate: 'distribution.errors.dateOutOfRange' } });
    expect(validate(SearchCampaignFormSchema, { ...campaign, startDate: '2000-01-01', endDate: '2000-12-31' })).toMatchObject({ ok: true }); // 366 days, a leap year
    expect(validate(SearchCampaignFormSchema, { ...campaign, startDate: '2026-01-01', endDate: '2027-01-02' })).toEqual({ ok: false, errors: { endDate: 'distribution.errors.campaignTooLong' } });
    expect(validate(SearchCampaignInputSchema, { ...campaign, brandId: 1, keywords: ['a'], videoIds: [3], dailyBudget: 5, startDate: '2026-01-01', endDate: '2099-12-31' })).toEqual({ ok: false, errors: { endDate: 'distribution.errors.campaignTooLong' } });
    expect(validate(SearchCampaignInputSchema, { ...campaign, brandId: 1, keywords: ['a'], videoIds: [3], dailyBudget: 5, startDate: '2099-12-31', endDate: '2100-01-01' })).toEqual({ ok: false, errors: { endDate: 'distribution.errors.dateOutOfRange' } });
  });
});

describe('money and percentages', () => {
  const budget = (dailyBudget: string) => validate(SearchCampaignFormSchema, { ...campaign, dailyBudget });
  it('takes a daily budget to the cent, up to €1,000,000', () => {
    expect(budget('25.50')).toMatchObject({ ok: true, value: { dailyBudget: 25.5 } });
    expect(budget('0.01')).toMatchObject({ ok: true, value: { dailyBudget: 0.01 } });
    expect(budget('1000000')).toMatchObject({ ok: true, value: { dailyBudget: 1_000_000 } });
  });
  it('refuses a fraction of a cent (it would show as €0.00) and a budget beyond €1,000,000, in the form and in the API body', () => {
    expect(budget('0.001')).toEqual({ ok: false, errors: { dailyBudget: 'distribution.errors.budgetCents' } });
    expect(budget('2.555')).toEqual({ ok: false, errors: { dailyBudget: 'distribution.errors.budgetCents' } });
    expect(budget('1000000.01')).toEqual({ ok: false, errors: { dailyBudget: 'distribution.errors.budgetTooHigh' } });
    expect(budget('1e12')).toEqual({ ok: false, errors: { dailyBudget: 'distribution.errors.budgetTooHigh' } });
    const body = { ...campaign, brandId: 1, keywords: ['a'], videoIds: [3] };
    expect(validate(SearchCampaignInputSchema, { ...body, dailyBudget: 0.001 })).toEqual({ ok: false, errors: { dailyBudget: 'distribution.errors.budgetCents' } });
    expect(validate(SearchCampaignInputSchema, { ...body, dailyBudget: 1e12 })).toEqual({ ok: false, errors: { dailyBudget: 'distribution.errors.budgetTooHigh' } });
  });
  it('takes a revenue share to the hundredth of a percent', () => {
    const share = (revenueShare: string) => validate(PublisherFormSchema, { name: 'P', domains: 'example.com', contactEmail: 'a@b.co', brandIds: [], revenueShare, status: 'active' });
    expect(share('2.5')).toMatchObject({ ok: true, value: { revenueShare: 2.5 } });
    expect(share('33.33')).toMatchObject({ ok: true, value: { revenueShare: 33.33 } });
    expect(share('33.333')).toEqual({ ok: false, errors: { revenueShare: 'distribution.errors.shareInvalid' } });
  });
});

describe('channel and publisher forms', () => {
  it('needs a brand and a playlist', () => {
    expect(validate(RokuChannelFormSchema, { name: 'C', providerName: 'P', language: 'en', brandId: '', playlistIds: [], library: 'playlists' })).toEqual({
      ok: false,
      errors: { brandId: 'distribution.errors.brandRequired', playlistIds: 'distribution.errors.playlistsRequired' },
    });
  });
  it('needs host names and a share from 0 to 100', () => {
    const publisher = { name: 'P', domains: 'example.com, bad domain', contactEmail: 'a@b.co', brandIds: [], revenueShare: '120', status: 'active' };
    expect(validate(PublisherFormSchema, publisher)).toEqual({ ok: false, errors: { domains: 'distribution.errors.domainsInvalid', revenueShare: 'distribution.errors.shareInvalid' } });
  });
  const publisher = { name: 'P', contactEmail: 'a@b.co', brandIds: [], revenueShare: '40', status: 'active' };
  it('keeps each domain as its pages report it: lower case, accents in ASCII, a pasted address as its host', () => {
    expect(validate(PublisherFormSchema, { ...publisher, domains: 'Exämple.com, https://news.example.com/sport, NEWS.example.com' })).toMatchObject({
      ok: true,
      value: { domains: ['xn--exmple-cua.com', 'news.example.com'] },
    });
    expect(validate(PublisherInputSchema, { ...publisher, revenueShare: 40, brandIds: [], domains: ['exämple.com'] })).toMatchObject({ ok: true, value: { domains: ['xn--exmple-cua.com'] } });
  });
  it('says which rule the domains break: none, too many, or one that is no domain', () => {
    const eleven = Array.from({ length: 11 }, (_, n) => `site${n}.example`).join(', ');
    expect(validate(PublisherFormSchema, { ...publisher, domains: ' , ' })).toEqual({ ok: false, errors: { domains: 'distribution.errors.domainsRequired' } });
    expect(validate(PublisherFormSchema, { ...publisher, domains: eleven })).toEqual({ ok: false, errors: { domains: 'distribution.errors.domainsTooMany' } });
    expect(validate(PublisherFormSchema, { ...publisher, domains: 'example.com/news' })).toEqual({ ok: false, errors: { domains: 'distribution.errors.domainsInvalid' } });
  });
});
