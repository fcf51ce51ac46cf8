import Accordion from 'react-bootstrap/Accordion';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { MessageCircleQuestion, Phone } from 'lucide-react';
import { faqCategoryKeys, type FaqCategoryKey } from '@console/contracts';
import { EmptyState, isolate, PageHeader, SectionCard, LoadState, urlParam, useUrlState } from '@console/ui';
import { ContentIcon } from '../components/content-icon';
import { SearchBox } from '../components/search-box';
import { SupportEmailCard } from '../components/support-email-card';
import { useFaq } from '../hooks/use-content-queries';
import { useContentPagesT } from '../i18n/use-content-pages-t';

// The category by its key, never its translated title: a shared link opens the same tab in every
// language. An unknown one (an old or hand-edited link) reads as the first tab.
const faqParams = { category: urlParam.oneOf(faqCategoryKeys, 'payment'), q: urlParam.text() };

/**
 * The FAQ: a search (the API drops categories left empty), categories as tabs, answers in an
 * accordion, and how to reach us. The tab and the search are in the URL: a reload, Back or a
 * shared link opens the FAQ as it was left.
 */
export default function FaqPage() {
  const t = useContentPagesT();
  const [values, set] = useUrlState(faqParams);
  const q = values.q.trim();
  const faq = useFaq(q);
  const chosen = values.category;

  return (
    <>
      <PageHeader title={t('faq.title')} />
      <div className="card card-body mb-4 text-center">
        <p className="lead">{t('faq.intro')}</p>
        <SearchBox label={t('faq.search')} placeholder={t('faq.searchPlaceholder')} value={values.q} onSearch={(search) => set({ q: search }, { replace: true })} />
      </div>
      <LoadState query={faq} loading={t('faq.loading')} failed={t('faq.loadFailed')}>
        {(data) => {
          const keys = faqCategoryKeys.filter((key) => data[key]);
          if (keys.length === 0) {
            return (
              <EmptyState
                icon={MessageCircleQuestion}
                title={t('faq.noResults', { q: isolate(q) })}
                text={t('faq.noResultsText')}
                action={<button type="button" className="btn btn-outline-primary" onClick={() => set({ q: '' })}>{t('faq.clearSearch')}</button>}
              />
            );
          }
          // The chosen category may have been dropped by the search: show the first one left.
          const active = keys.includes(chosen) ? chosen : keys[0];
          return (
            <Tab.Container activeKey={active} onSelect={(key) => key && set({ category: key as FaqCategoryKey })}>
              <div className="row g-4">
                <div className="col-lg-3">
                  <Nav variant="pills" className="flex-column gap-1" role="tablist" aria-label={t('faq.categories')}>
                    {keys.map((key) => (
                      <Nav.Item key={key}>
                        <Nav.Link eventKey={key} className="d-flex align-items-center gap-2">
                          <ContentIcon name={data[key]?.icon ?? ''} size={18} /> {data[key]?.title}
                        </Nav.Link>
                      </Nav.Item>
                    ))}
                  </Nav>
                </div>
                <div className="col-lg-9">
                  <Tab.Content>
                    {keys.map((key) => {
                      const category = data[key];
                      if (!category) return null;
                      return (
                        <Tab.Pane key={key} eventKey={key}>
                          <h2 className="h5 d-flex align-items-center gap-2 mb-1">
                            <ContentIcon name={category.icon} /> {category.title}
                          </h2>
                          <p className="text-body-secondary">{category.subtitle}</p>
                          <Accordion>
                            {category.qandA.map((item) => (
                              <Accordion.Item key={item.question} eventKey={item.question}>
                                <Accordion.Header as="h3">{item.question}</Accordion.Header>
                                <Accordion.Body>{item.ans}</Accordion.Body>
                              </Accordion.Item>
                            ))}
                          </Accordion>
                        </Tab.Pane>
                      );
                    })}
                  </Tab.Content>
                </div>
              </div>
            </Tab.Container>
          );
        }}
      </LoadState>
      <div className="mt-4">
        <SectionCard title={t('faq.contact.title')}>
          <p>{t('faq.contact.text')}</p>
          <div className="row g-3">
            <div className="col-md-6">
              <a className="card card-body text-center text-decoration-none h-100" href="tel:+15550123456">
                <Phone size={24} aria-hidden="true" className="mx-auto mb-2" />
                {/* Left to right in Arabic too: the digits, brackets and dash would reorder otherwise. */}
                <span className="fw-semibold" dir="ltr">
                  +1 (555) 012-3456
                </span>
                <span className="small text-body-secondary">{t('faq.contact.phone')}</span>
              </a>
            </div>
            <div className="col-md-6">
              <SupportEmailCard />
            </div>
          </div>
        </SectionCard>
      </div>
    </>
  );
}
