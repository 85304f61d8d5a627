// Mask questions: a packed block given as the pack command takes it (documents, block_length,
// bos, eos), the block and query slot to ask about, optional token labels, and optionally a
// written answer — which must agree with the engine's (MaskQuestion): the block is packed and
// its mask computed here, so a pack cannot teach a wrong mask.
//
// With "from_chapter": true the documents are the chapter's own texts (ChapterCorpus), and
// block_length, block and query default to the chapter's. Hand-tokenized documents whose
// labels are all words of the chapter's corpus are taken to show that corpus: where they
// differ from it (other ids, other ⟨BOS⟩/⟨EOS⟩, another document) that is a warning.
#pragma once

#include "core/questionfields.h"
#include "core/questionspec.h"

#include <QCoreApplication>

namespace atlas {

class MaskQuestionReader {
    Q_DECLARE_TR_FUNCTIONS(MaskQuestionReader)

public:
    static void read(QuestionFields &fields, QuestionSpec &question);

private:
    struct Context;
    static void readDocuments(Context &c);
    static void takeFromChapter(Context &c);
    static void compareWithChapter(Context &c);
    static void readAnswer(Context &c);
};

} // namespace atlas
