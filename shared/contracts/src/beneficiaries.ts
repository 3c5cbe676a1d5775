/**
 * The beneficiary book (issue 25, D33): paths, messages and corridors' field lists
 * (beneficiaryPaths), the answers (beneficiaryAnswers), and the input rules with
 * ibantools (beneficiaryRules), one module per job.
 */
export * from './beneficiaryPaths';
export * from './beneficiaryAnswers';
export * from './beneficiaryRules';
export * from './beneficiaryChoice';
