// Who may be paid (D44): the blocked countries, the sanctions list and its name matcher. Below
// beneficiaries and payments, which ask it; the Screening queue's moves live in payments.
export { loadSanctionsList } from './loadSanctionsList';
export { LIKELY_MATCH_THRESHOLD, NO_LIST_STATUS, SanctionsList } from './sanctionsList';
export { nameSimilarity, nameTokens, jaroWinkler } from './nameMatch';
export { parseSdnCsv, readCsv, type CsvText, type SanctionsEntry } from './sdnCsv';
export { refuseBlockedCountry, type ScreeningPolicy } from './screeningPolicy';
export { registerScreeningPolicyRoute } from './policyRoutes';
