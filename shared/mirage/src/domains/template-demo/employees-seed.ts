import type { DemoEmployee, EmployeeStatus } from '@console/contracts';

type Row = [name: string, post: string, city: string, startDate: string, salary: number, age: number, years: number, status: EmployeeStatus];

// A streaming studio's staff, written for this console; every status 1-5 appears.
const rows: Row[] = [
  ['Amara Castellanos', 'Head of Programming', 'Lisbon', '2019-03-11', 98500, 44, 12, 1],
  ['Dev Chaudhary', 'Video Editor', 'Mumbai', '2021-07-02', 52300, 29, 5, 2],
  ['Lena Hofstetter', 'Colourist', 'Vienna', '2018-10-22', 61800, 38, 14, 1],
  ['Kwame Mensah', 'Ad Sales Manager', 'Accra', '2020-01-15', 74200, 41, 9, 4],
  ['Sofia Marchetti', 'Subtitling Lead', 'Turin', '2022-05-09', 48900, 31, 6, 5],
  ['Haruto Sato', 'Streaming Engineer', 'Osaka', '2017-08-28', 88700, 36, 11, 1],
  ['Nadia Petrova', 'Rights Coordinator', 'Sofia', '2023-02-20', 45600, 27, 3, 3],
  ['Tomás Ibarra', 'Motion Designer', 'Bilbao', '2021-11-30', 56100, 33, 7, 2],
  ['Grace Whitfield', 'Channel Producer', 'Bristol', '2016-04-04', 79300, 47, 19, 1],
  ['Yusuf Demir', 'Audio Mixer', 'Izmir', '2024-01-08', 43800, 26, 2, 5],
  ['Ingrid Solberg', 'Data Analyst', 'Bergen', '2020-09-14', 67400, 34, 8, 2],
  ['Marco Bellini', 'Studio Manager', 'Naples', '2015-06-19', 83600, 52, 24, 4],
  ['Chloé Lambert', 'Social Video Producer', 'Lyon', '2022-10-03', 50200, 28, 4, 1],
  ['Ravi Iyer', 'Encoding Specialist', 'Chennai', '2019-12-16', 58900, 35, 10, 3],
  ['Emma Kowalczyk', 'Content Strategist', 'Kraków', '2021-03-29', 62700, 32, 7, 2],
  ['Diego Fuentes', 'Camera Operator', 'Valparaíso', '2018-07-07', 47500, 39, 15, 1],
  ['Aisha Bello', 'Partnerships Lead', 'Lagos', '2020-05-25', 77800, 37, 11, 5],
  ['Oskar Lindgren', 'Archive Librarian', 'Uppsala', '2014-02-10', 54300, 58, 30, 4],
  ['Mei Chen', 'Product Designer', 'Taipei', '2023-06-12', 69100, 30, 6, 1],
  ['Felix Brandt', 'Live Events Director', 'Hamburg', '2017-11-06', 91200, 45, 18, 2],
  ['Lucía Romero', 'Localisation Manager', 'Seville', '2019-08-19', 64500, 40, 13, 3],
  ['Samuel Osei', 'QA Tester', 'Kumasi', '2024-04-01', 39800, 24, 1, 5],
  ['Hannah Novak', 'Podcast Host', 'Ljubljana', '2022-01-24', 57600, 35, 9, 1],
  ['Arjun Menon', 'Ad Ops Analyst', 'Kochi', '2021-09-13', 51900, 30, 5, 2],
];

const slug = (name: string) =>
  name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(' ', '.');

/** The demo employees, fresh each call (handlers may not share or mutate a module-level list). */
export function seedEmployees(): DemoEmployee[] {
  return rows.map(([full_name, post, city, start_date, salary, age, years, status], index) => ({
    id: index + 1,
    full_name,
    post,
    email: `${slug(full_name)}@studio.example`,
    city,
    start_date,
    salary,
    age,
    experience: `${years} ${years === 1 ? 'Year' : 'Years'}`,
    status,
    avatar: '',
  }));
}
