#include "paramsreport.h"

#include "jsonreader.h"

namespace atlas {

void ParamsReport::take(const JsonReader &reader)
{
    for (const FieldError &e : reader.errors())
        error(e.path, e.code, e.message);
}

} // namespace atlas
