// The customer area's data-source interface and entities (D18). Filled by the customer area.
export {};
