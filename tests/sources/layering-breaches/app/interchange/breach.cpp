// layering.py's own check: interchange is Qt Core only; it may include core and text.
#include "core/packlimits.h"
#include "text/utf8text.h"
#include <QtWidgets/QWidget>
