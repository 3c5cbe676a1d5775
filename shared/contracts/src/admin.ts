// The admin area's data-source interface and entities (D18). Filled by the admin area.
export {};
