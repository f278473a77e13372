import { InterviewList } from "../../features/press/interview-list.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("press-interviews", InterviewList);
