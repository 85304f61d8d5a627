// layering.py's own check: core may not include interchange, which is above it.
#include "interchange/csv.h"
