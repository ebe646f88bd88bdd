/** The one fact extractor and the one coverage checker of issue #16, shared by every generation path and `validate/facts`. */
export { extractFacts } from './extract';
export { checkFacts, emailBodyText, type EmailToCheck, type FactCheck, type FactPlace, type FactStatus } from './check';
export { FACT_TYPES, type ExtractOptions, type Fact, type FactLanguage, type FactType, type FactValue } from './types';
