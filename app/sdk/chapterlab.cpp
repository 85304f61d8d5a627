#include "chapterlab.h"

#include "moc_chapterlab.cpp"
