// Landed cost's destinations as other modules reach them (issue #40; module boundaries:
// queries are private to their module): the admin's "Taxes and duties" screen lists,
// reads, writes and deletes them through here.
export {
  deleteTaxDestination,
  selectTaxDestination,
  selectTaxDestinations,
  type TaxDestinationInput,
  type TaxDestinationRow,
  writeTaxDestination,
} from './queries.ts';
