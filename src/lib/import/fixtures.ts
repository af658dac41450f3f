/**
 * One small file per format the import reads, written from each program's documented layout (never
 * downloaded): the unit tests of the parsers and the API tests of the import both read these.
 */

/** The Hacker's Diet Online "CSV export": a few lines about the log, then Date,Weight,Trend,Rung,Flag,Comment; days without a weigh-in are blank. */
export const HACKERS_DIET_CSV = [
  "Hacker's Diet Online,Weight log",
  'Weight unit,Pounds',
  '',
  'Date,Weight,Trend,Rung,Flag,Comment',
  '2024-01-01,201.5,201.5,12,0,',
  '2024-01-02,,201.5,,0,',
  '2024-01-03,200.8,201.43,13,1,"New year, new start"',
  '2024-01-04,200.2,201.31,13,0,',
].join('\r\n');

/** Libra (Android): `#Version:5`, `#Units:kg`, then `date;weight;weight trend;body fat;body fat trend;comment`. */
export const LIBRA_KG = [
  '#Version:5',
  '#Units:kg',
  '',
  '#date;weight;weight trend;body fat;body fat trend;comment',
  '2024-02-01 07:30:00;90.5;90.5;;;',
  '2024-02-02 07:25:00;90.1;90.46;;;après le sport',
  '2024-02-03 07:40:00;89.9;90.4;;;',
].join('\n');

export const LIBRA_LBS = LIBRA_KG.replace('#Units:kg', '#Units:lbs')
  .replace('90.5;90.5', '199.5;199.5')
  .replace('90.1;90.46', '198.7;198.6')
  .replace('89.9;90.4', '198.2;198.4');

/** TrendWeight's CSV export: Date, Weight, TrendWeight and body fat columns; the unit in the weight header. */
export const TRENDWEIGHT_CSV = [
  'Date,Weight (lb),TrendWeight (lb),FatRatio,TrendFatRatio',
  '2024-03-01,185.4,185.4,,',
  '2024-03-02,184.9,185.35,,',
  '2024-03-04,184.1,185.22,,',
].join('\n');

/** openScale's CSV export: quoted cells, a dateTime column, weights always in kilograms. */
export const OPENSCALE_CSV = [
  '"dateTime","weight","fat","water","muscle","lbm","bone","waist","hip","comment"',
  '"2024-04-01 06:58","82.3","21.5","55.1","38.2","0.0","0.0","0.0","0.0",""',
  '"2024-04-02 07:05","82.0","21.4","55.0","38.3","0.0","0.0","0.0","0.0","after a run"',
  '"2024-04-03 07:01","81.8","21.4","55.2","38.3","0.0","0.0","0.0","0.0",""',
].join('\n');

/** Our own export (GET /api/User/{id}/export?format=csv). */
export const OUR_EXPORT_CSV = ['date,weight_lb,weight_kg,trend_lb', '2024-05-01,210.4,95.4,210.4', '2024-05-02,209.8,95.2,210.35', ''].join('\r\n');

/** A plain es-ES file: semicolons, day/month/year, decimal commas, the unit in the header. */
export const PLAIN_ES_KG = ['Fecha;Peso (kg)', '30/06/2024;80,5', '01/07/2024;80,2', '02/07/2024;79,9'].join('\n');

/** A plain file with neither header nor unit: the person is asked for the unit. */
export const PLAIN_NO_UNIT = ['2024-06-01,176.2', '2024-06-02,175.8'].join('\n');
