// The contract between Attention Atlas and its chapter plugins, in two constants stated once.
//
// ATLAS_CHAPTER_PLUGIN_IID names the interface a chapter plugin implements; it is what
// Q_PLUGIN_METADATA(IID …) declares and what the registry looks for, and it does not change.
// ATLAS_CHAPTER_PLUGIN_API_VERSION is the version of everything a plugin is compiled against:
// the interfaces below, the SDK headers and the ABI of libatlas_core and libatlas_sdk (whose
// SONAME carries the same number). A plugin states the version it was built for in its
// metadata ("apiVersion"); the registry refuses any other, with the reason. What raises the
// version is listed in docs/plugin-guide.md, "API and ABI". CMake reads the number from here.
#pragma once

#define ATLAS_CHAPTER_PLUGIN_API_VERSION 7
#define ATLAS_CHAPTER_PLUGIN_IID "org.attention-atlas.ChapterPlugin/1.0"
// The params-checking part alone (ChapterParamsValidator), which the command-line validator
// asks for: a Q_DECLARE_INTERFACE id, never a plugin's IID.
#define ATLAS_CHAPTER_PARAMS_VALIDATOR_IID "org.attention-atlas.ChapterParamsValidator/1.0"
// A chapter kind's params module (built by atlas_add_chapter_plugin beside its plugin, Qt Core
// only) declares this IID: the validator loads it, named by the plugin's "paramsModule", to
// check params without loading the plugin's widgets. It is never a chapter kind by itself.
#define ATLAS_CHAPTER_PARAMS_PLUGIN_IID "org.attention-atlas.ChapterParamsPlugin/1.0"

// A question-kind plugin (QuestionKindProvider, and QuestionKindViewProvider for its widgets)
// declares this IID instead; its metadata names the kind ("questionKind") and the same
// apiVersion: the kinds of question a pack may use grow without touching this program.
#define ATLAS_QUESTION_KIND_PLUGIN_IID "org.attention-atlas.QuestionKindPlugin/1.0"
#define ATLAS_QUESTION_KIND_PROVIDER_IID "org.attention-atlas.QuestionKindProvider/1.0"

namespace atlas {

inline constexpr int ChapterPluginApiVersion = ATLAS_CHAPTER_PLUGIN_API_VERSION;
inline constexpr char ChapterPluginIid[] = ATLAS_CHAPTER_PLUGIN_IID;
inline constexpr char ChapterParamsPluginIid[] = ATLAS_CHAPTER_PARAMS_PLUGIN_IID;
inline constexpr char QuestionKindPluginIid[] = ATLAS_QUESTION_KIND_PLUGIN_IID;

} // namespace atlas
