// Happyx client bundle placeholder
