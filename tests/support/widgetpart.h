// A widget's part, found the way a test finds what a learner sees: by its type and object
// name, anywhere below `root`. The production classes keep their parts to themselves (no
// accessor exists only for a test); their object names are what tests, style sheets and
// accessibility tools hold on to. A part that is not there stops the suite, naming what was
// looked for, instead of leaving a null pointer to crash on later.
#pragma once

#include <QObject>
#include <QString>
#include <QtGlobal>

template <typename Part>
Part *part(const QObject *root, const char *objectName)
{
    Part *found = root->findChild<Part *>(QString::fromLatin1(objectName));
    if (!found)
        qFatal("no %s named \"%s\" below %s \"%s\"", Part::staticMetaObject.className(), objectName,
               root->metaObject()->className(), qPrintable(root->objectName()));
    return found;
}
